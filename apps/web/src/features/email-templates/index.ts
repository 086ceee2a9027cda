/** The e-mail template screens are reached through the registry; nothing is shared with other features. */
export {};
