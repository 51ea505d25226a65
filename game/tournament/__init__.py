"""Tournaments as the club regulations of the seeds run them (RULES.md §7).

model (data) · schedule (who meets whom) · standings (tables and tie-breaks) · event (progress
of a tournament) · runner (playing AI matches) · play (the loop, in the foreground or a thread)
· store (saving, resuming, damaged files) · export (CSV and a printable page) · messages (words).
"""
