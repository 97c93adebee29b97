import clauz3


def main(code: str) -> str:
    head = code[:3]
    assert head + code[3:] == code
    if len(code) >= 6:
        tail = code[-6:]
        assert len(tail) == 6
        assert code.endswith(tail)
        return tail
    return head
