# The `z` option of a format spec (3.11) drops the `-` of a float that rounds to zero
# (`-0.001` to one place is `0.0`), keeps it on one that does not, and is a `ValueError` for
# an int. clauz3 refused the option.
# expect: proved
# inputs: (0,), (3,), (-2,), (9,)


def main(n: int) -> int:
    shown = [f"{x:z.1f}" for x in (-0.001, -0.0, -0.06, 0.04)]
    assert shown == ["0.0", "0.0", "-0.1", "0.0"]
    assert format(-1e-9, "+z.2%") == "+0.00%"
    try:
        format(n, "z")
        raised = False
    except ValueError as e:
        raised = "Negative zero coercion" in str(e)
    assert raised
    return n
