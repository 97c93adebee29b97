# Decorators register handlers into a dict as the module loads; none divides by n.
# expect: proved
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


@handler("double")
def double(n):
    return n * 2


def main(n: int) -> int:
    assert len(HANDLERS) == 2
    return sum(HANDLERS[name](n) for name in sorted(HANDLERS))
