def main(words: list[str]) -> int:
    """Dispatch a deploy, assuming it always names a target."""
    match words:
        case ["deploy", *targets]:
            assert targets != [], "a deploy names its targets"
            return len(targets)
        case _:
            return 0
