import clauz3


def main(n: int, suffix: str) -> str:
    # CPython writes no int of more than 4300 digits (a ValueError): keep them small.
    if abs(n) >= 10**12:
        return ""
    tag = str(-n) + "-" + suffix + "7"
    assert "xy" not in tag
    return tag
