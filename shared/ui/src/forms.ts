/**
 * Form helpers that word the contract's text rules. A subpath of its own: they need the
 * contract's rules (@creator/api/contract), which the home page, loading @creator/ui's index,
 * has no use for; the forms that use them are all loaded on demand.
 */
export { useCharacterMessage } from './forms/character-message';
