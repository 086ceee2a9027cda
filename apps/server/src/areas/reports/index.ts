/** What other areas may use of the reports: nothing yet (the dispatcher reaches the handlers). */
export {};
