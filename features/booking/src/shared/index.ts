// Nothing of this feature is shared with others: its texts and schemas are its own.
export {};
