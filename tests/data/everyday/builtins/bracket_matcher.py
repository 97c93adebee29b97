CASES = ("(a[b]{c})", "([)]", "((())", "{[()()]}", "", "no brackets", "}{")


def check(text: str) -> str:
    pairs = {")": "(", "]": "[", "}": "{"}
    stack = []
    for i, ch in enumerate(text):
        if ch in "([{":
            stack.append((ch, i))
        elif ch in pairs:
            if not stack or stack[-1][0] != pairs[ch]:
                return f"mismatch at {i}"
            stack.pop()
    return "balanced" if not stack else f"unclosed {stack[-1][0]!r} at {stack[-1][1]}"


def main() -> None:
    for c in CASES:
        print(f"{c!r:<14} {check(c)}")
    depth = 0
    deepest = 0
    for ch in CASES[3]:
        depth += 1 if ch in "([{" else -1 if ch in ")]}" else 0
        deepest = max(deepest, depth)
    print("deepest nesting:", deepest, "balanced count:", sum([check(c) == "balanced" for c in CASES]))
