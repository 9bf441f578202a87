// The async boundary: shared singletons are negotiated before bootstrap runs. The shell never
// runs this file; it loads remoteEntry.js and takes './routes' from it.
void import('./bootstrap');
