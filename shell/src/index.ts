// The async boundary: shared singletons (React, antd, ...) are negotiated before bootstrap runs.
void import('./bootstrap');
