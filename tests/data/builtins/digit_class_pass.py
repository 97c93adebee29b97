def main(code: str) -> str:
    if code.isdigit():
        assert len(code) > 0
        return "number"
    return "text"
