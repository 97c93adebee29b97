import clauz3


def main(n: int, suffix: str) -> str:
    tag = str(-n) + "-" + suffix + "7"
    assert "xy" not in tag
    return tag
