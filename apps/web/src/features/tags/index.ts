/** The statuses-and-tags screen is reached through the registry; nothing is shared with other features. */
export {};
