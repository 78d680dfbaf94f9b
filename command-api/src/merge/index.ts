// Nothing here is used by other features: the plugin is composed by the package index from ./routes.
export {};
