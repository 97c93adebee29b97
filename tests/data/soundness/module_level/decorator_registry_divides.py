# Decorators register handlers into a dict as the module loads; one of them divides by n.
# expect: failed
# inputs: (0,), (5,), (-7,), (100,)
HANDLERS = {}


def handler(name):
    def register(fn):
        HANDLERS[name] = fn
        return fn
    return register


@handler("half")
def half(n):
    return n // 2


@handler("ratio")
def ratio(n):
    return 100 // n


def main(n: int) -> int:
    return sum(HANDLERS[name](n) for name in sorted(HANDLERS))
