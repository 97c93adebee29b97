# `dict.pop` answers an empty dict before it hashes the key: the default comes back even for
# a list key, which any other lookup refuses (`TypeError: unhashable type: 'list'`).
# expect: proved
# inputs: ([],), ([1, 2],), ([0],), ([-5, 5, 5],)
def main(xs: list[int]) -> int:
    pending: dict = {}
    return pending.pop(xs, 0)
