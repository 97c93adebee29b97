# As setdefault_term_key.py, but the assertion takes the default for what `setdefault`
# returns: false where the input is the stored key (n = 3).
# expect: failed
# inputs: (3,), (0,), (-3,), (7,)
def main(n: int) -> int:
    d = {3: "a"}
    assert d.setdefault(n, "b") == "b"
    return len(d)
