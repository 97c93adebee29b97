# Word wrapping and justification by hand, str methods heavy.
def wrap(words, width):
    lines, cur = [], []
    n = 0
    for w in words:
        if cur and n + 1 + len(w) > width:
            lines.append(cur)
            cur, n = [w], len(w)
        else:
            n += len(w) + (1 if cur else 0)
            cur.append(w)
    if cur:
        lines.append(cur)
    return lines

def justify(line, width):
    if len(line) == 1:
        return line[0].ljust(width)
    gaps = len(line) - 1
    spaces = width - sum(len(w) for w in line)
    q, r = divmod(spaces, gaps)
    out = ""
    for i, w in enumerate(line[:-1]):
        out += w + " " * (q + (1 if i < r else 0))
    return out + line[-1]

def main() -> int:
    vocab = ["lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit", "sed", "do", "eiusmod"]
    words = [vocab[(i * 7) % len(vocab)].capitalize() if i % 9 == 0 else vocab[(i * 7) % len(vocab)] for i in range(60000)]
    lines = wrap(words, 72)
    text = "\n".join(justify(l, 72) for l in lines)
    upper = sum(1 for c in text if c.isupper())
    print(len(lines), len(text), upper, text[:72].title())
    return len(lines)
