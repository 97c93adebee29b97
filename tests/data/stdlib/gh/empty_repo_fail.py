from tools.gh.trusted.effects import gh


def main() -> str:
    return gh("pr", "list", [], "")
