# Values replaced under the keys a loop runs over, and a key deleted only after the loop: no
# key changes during it, so CPython raises nothing; the loop is still followed.
# expect: proved
# inputs: (0,), (1,), (-1,), (7,)
def main(n: int) -> int:
    seen = {1: "a", 2: "b"}
    for k in seen:
        seen[k] = str(n % 10)
    del seen[1]
    seen[3] = "c"
    keys = []
    for k in seen:
        keys.append(k)
    assert keys == [2, 3]
    return len(seen)
