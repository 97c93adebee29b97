# An agent sorting labels into kinds: every kind's promise holds for any text.
# expect: proved
# inputs: ('Order42',), ('  ',), ('\u0661\u0662',), ('\u2028',), ('',), ('\U00030000x',)
def main(label: str) -> str:
    if label.isspace():
        kind = "blank"
        assert label.strip() == ""
    elif label.isalnum():
        kind = "word"
        assert not label.isspace() and label.strip() == label
    elif label.isidentifier():
        kind = "name"
        assert not label[0].isdigit()
    else:
        kind = "other"
    return kind
