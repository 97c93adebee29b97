# The twin of `missing_key_error_args.py` claiming the `KeyError` carries the key's text: it
# carries the int itself.
# expect: failed
# inputs: (0,), (1,), (5,), (-2,)
def main(n: int) -> int:
    table = {1: n, 2: n + 1}
    try:
        table[99]
    except KeyError as e:
        assert e.args == ("99",)
    return table[1]
