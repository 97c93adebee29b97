# prove: failed assertion
def main(a: int, b: int) -> str:
    try:
        a // b
    except ZeroDivisionError as e:
        assert str(e) == "division by zero"
    return "ok"
