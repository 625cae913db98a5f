// No other workspace reads the documents' shared code: the screens and the server import the files they mean.
export {};
