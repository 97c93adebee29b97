def pig(word: str) -> str:
    lead = ""
    core = word
    while core and core[0].lower() not in "aeiou":
        lead += core[0]
        core = core[1:]
    if not lead:
        return word + "way"
    result = core + lead.lower() + "ay"
    return result.capitalize() if word[0].isupper() else result


def main() -> None:
    sentence = "The quick brown Fox jumps over an idle sleepy dog"
    translated = " ".join(map(pig, sentence.split()))
    print(translated)
    print("lengths:", [len(w) for w in translated.split()])
    print("vowel starts:", sum([1 for w in sentence.split() if w[0].lower() in "aeiou"]))
    print(translated.swapcase()[:20], translated.title()[:20])
