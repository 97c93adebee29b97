# rejects: str method outside the subset (title)
import clauz3


def main() -> str:
    name = "ada lovelace"
    return name.title()
