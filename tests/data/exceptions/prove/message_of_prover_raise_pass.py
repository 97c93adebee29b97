# prove: proved
def main(a: int, b: int) -> str:
    try:
        a // b
    except ZeroDivisionError as e:
        assert str(e) == "integer division or modulo by zero"
    try:
        a % b
    except ZeroDivisionError as e:
        assert str(e) == "integer modulo by zero"
    return "ok"
