#!/usr/bin/env python3
"""Lists passages of 12+ words that a file shares with the official texts in ../shared.
Usage: python3 scripts/own-words.py FILE... (exit 1 when a passage is found)."""
import os, re, sys
here = os.path.dirname(os.path.abspath(__file__))
shared = os.path.join(here, "..", "..", "shared")
N = 12
def words(t):
    return re.findall(r"[a-zäöüéèàß0-9]+", t.lower())
ref = set()
for root, _, files in os.walk(shared):
    for f in files:
        p = os.path.join(root, f)
        if f.endswith(".xml"):
            t = re.sub(r"<[^>]+>", " ", open(p, encoding="utf-8", errors="ignore").read())
        elif "reference/law" in p and f.endswith(".md"):
            t = open(p, encoding="utf-8", errors="ignore").read()
        else:
            continue
        ws = words(t)
        ref |= {" ".join(ws[i:i+N]) for i in range(len(ws) - N + 1)}
bad = 0
for path in sys.argv[1:]:
    ws = words(open(path, encoding="utf-8").read())
    for i in range(len(ws) - N + 1):
        s = " ".join(ws[i:i+N])
        if s in ref:
            print(f"{path}: \"{s}\""); bad += 1
print("own words: ok" if not bad else f"own words: {bad} copied passage(s)")
sys.exit(1 if bad else 0)
