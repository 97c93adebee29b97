def main(op: str, a: int, b: int) -> int:
    match (op, b):
        case ("add", _):
            return a + b
        case ("div", 0):
            return 0
        case ("div", d):
            return a // d
        case ("mod", d) if a > 10:
            return a % d
        case _:
            return -1
