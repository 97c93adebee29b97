def main(code: str) -> str:
    if code.isdigit():
        assert code.isascii()
        return "number"
    return "text"
