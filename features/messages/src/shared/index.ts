// No other workspace uses this feature's shared code yet: its texts and rules are imported by file inside it.
export {};
