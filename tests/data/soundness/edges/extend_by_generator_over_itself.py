# `xs.extend(gen)` appends each item as the generator makes it, and a generator reading `xs`
# sees the list grow (this was proved with the generator's items taken first).
# expect: failed
# inputs: (0,), (1,), (3,), (7,)
def main(n: int) -> int:
    xs = [max(n, -3)]
    xs.extend(x + 1 for x in xs if x < 5)
    assert len(xs) == 2 or n >= 5
    return len(xs)
