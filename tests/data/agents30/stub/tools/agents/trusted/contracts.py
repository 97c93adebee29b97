"""CPython's stand-in for the corpus's contracts: CPython does not check them."""


def pays_at_most(n):
    return None


def total_at_most(cents):
    return None


def only_to(payees):
    return None


def no_alerts():
    return None


def sends_at_most(n):
    return None
