LOG = """[09:01] <ana> morning all
[09:02] <ben> hi ana!
[09:05] <ana> standup in 10?
[09:05] <cy> :+1:
[09:14] <ben> joining now
[09:31] <cy> notes are in the doc
[09:32] <ana> thanks cy, great notes
[10:45] <ben> lunch?"""


def main():
    per_user, per_hour, words = {}, {}, {}
    for line in LOG.splitlines():
        stamp, rest = line[1:6], line[8:]
        user, _, text = rest.partition("> ")
        user = user.lstrip("<")
        per_user[user] = per_user.get(user, 0) + 1
        per_hour[stamp[:2]] = per_hour.get(stamp[:2], 0) + 1
        for w in text.lower().split():
            w = w.strip("!?,.:+1")
            if len(w) > 2:
                words[w] = words.get(w, 0) + 1
    for user, n in sorted(per_user.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"{user:<4}{'*' * n} {n}")
    print(dict(sorted(per_hour.items())))
    mentions = [u for u in per_user if any(u in line.split("> ", 1)[1] for line in LOG.splitlines())]
    print("mentioned:", mentions)
    print(sorted(words, key=lambda w: (-words[w], w))[:3])
    return len(per_user)
