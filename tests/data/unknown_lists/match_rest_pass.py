def main(words: list[str]) -> int:
    """Dispatch a command split into words: a deploy of some targets, or a first and last word."""
    match words:
        case ["deploy", *targets]:
            assert len(targets) == len(words) - 1
            if targets:
                assert targets[0] == words[1]
            return len(targets)
        case [first, *middle, last]:
            assert len(middle) == len(words) - 2
            assert first == words[0] and last == words[-1]
            return len(middle)
        case _:
            return 0
