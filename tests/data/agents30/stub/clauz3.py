"""CPython's stand-in for `clauz3` in the corpus: a guarantee decorates without checking."""


def guarantee(*contracts):
    return lambda function: function
