# prove: failed ValueError
def main(s: str) -> int:
    try:
        return int(s)
    except ValueError:
        raise ValueError("not a number")
