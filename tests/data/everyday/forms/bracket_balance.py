PAIRS = {")": "(", "]": "[", "}": "{"}
CASES = ["(a[b]{c})", "(]", "((())", "{[()()]}", "", "}{"]


def balanced(text):
    stack = []
    for ch in text:
        if ch in "([{":
            stack.append(ch)
        elif ch in PAIRS:
            if not stack or stack.pop() != PAIRS[ch]:
                return False
    return not stack


def main() -> None:
    for case in CASES:
        print(f"{case!r:<12} {'balanced' if balanced(case) else 'unbalanced'}")
    print("all balanced:", all(balanced(c) for c in CASES))
    print("first unbalanced:", [c for c in CASES if not balanced(c)][0])
