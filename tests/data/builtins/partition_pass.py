def main(s: str) -> None:
    head, sep, tail = s.partition("=")
    if "=" in s:
        assert sep == "="
        assert len(head) + 1 + len(tail) == len(s)
    else:
        assert head == s and sep == "" and tail == ""
