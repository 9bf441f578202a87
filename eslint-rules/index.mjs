// The project's own lint rules (see docs/architecture.md, "Imports go one way").
import docReferences from './doc-references.mjs';
import fileNames from './file-names.mjs';
import layers from './layers.mjs';

export default {
  meta: { name: 'creator' },
  rules: { layers, 'file-names': fileNames, 'doc-references': docReferences },
};
