import functools


def counted(fn):
    @functools.wraps(fn)
    def wrapper(*args):
        wrapper.calls += 1
        wrapper.total += args[0]
        return fn(*args)

    wrapper.calls = 0
    wrapper.total = 0
    return wrapper


@counted
def fee(amount):
    """Fee in cents."""
    return amount // 10


def main(x: int, y: int) -> int:
    if x < 0 or y < 0:
        return 0
    fee(x)
    fee(y)
    assert fee.calls == 2
    assert fee.total > x
    assert fee.__name__ == "fee" and fee.__doc__ == "Fee in cents."
    assert fee.__wrapped__(x) <= x
    return fee.calls
