# Twin of iadd_generator_sees_growth: reading `xs += gen` as taking every item before
# extending is wrong (the generator sees the list grow), and the proof must refute it.
# expect: failed
# inputs: (1,), (4,), (0,), (-5,)
def main(n: int) -> int:
    xs = [n]
    xs += (x + len(xs) for x in [n, n])
    assert xs == [n, n + 1, n + 1]
    return xs[-1]
