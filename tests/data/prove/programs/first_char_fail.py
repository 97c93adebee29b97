import clauz3


def main(code: str) -> str:
    return code[0]
