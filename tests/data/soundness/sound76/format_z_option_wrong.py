# The twin of `format_z_option.py`: `z` keeps no `-` on a value that rounds to zero.
# expect: failed
# inputs: (0,), (3,), (-2,), (9,)


def main(n: int) -> int:
    shown = [f"{x:z.1f}" for x in (-0.001, -0.0, -0.06, 0.04)]
    assert shown[0] == "-0.0"
    assert format(-1e-9, "+z.2%") == "+0.00%"
    try:
        format(n, "z")
        raised = False
    except ValueError as e:
        raised = "Negative zero coercion" in str(e)
    assert raised
    return n
