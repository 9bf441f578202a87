import { fetchBootFiles } from './federation/boot-files';

// The configuration files load while the first screen's code does, instead of after it has run.
void fetchBootFiles();
// The async boundary: shared singletons (React, antd, ...) are negotiated before bootstrap runs.
void import('./bootstrap');
