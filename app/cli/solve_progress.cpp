#include "solve_progress.hpp"

#include <cstdio>
#include <string>

#include "djed/solved_game.hpp"

namespace djed::cli {

namespace {

std::string clock(double seconds) {
  const long s = static_cast<long>(seconds + 0.5);
  char text[32];
  if (s >= 3600)
    std::snprintf(text, sizeof text, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
  else
    std::snprintf(text, sizeof text, "%ld:%02ld", s / 60, s % 60);
  return text;
}

}  // namespace

void SolveProgressBar::operator()(const solve::SolveProgress& p) {
  const double share = solve::share_done(p);
  const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  // A solve that goes on from a checkpoint taken after the counting does not count again.
  if (p.stage == solve::SolveProgress::Stage::kCounting) counting_ = true;
  if (p.stage != solve::SolveProgress::Stage::kCounting && counting_) {
    counting_ = false;
    err_ << (terminal_ && drawn_ ? "\r\x1b[K" : "") << "djed-cli: every position's steps counted in " << clock(elapsed)
         << '\n' << std::flush;
  }
  const int tenth = static_cast<int>(share * 10);
  if (!terminal_ && tenth == last_tenth_) return;
  last_tenth_ = tenth;
  constexpr int kWidth = 30;
  const int filled = static_cast<int>(share * kWidth);
  const std::string bar = std::string(static_cast<std::size_t>(filled), '#') + std::string(static_cast<std::size_t>(kWidth - filled), '.');
  const std::string what = p.stage == solve::SolveProgress::Stage::kCounting
                               ? "counting the steps of every position"
                               : "forced results of " + std::to_string(p.turns) + (p.turns == 1 ? " turn" : " turns");
  const std::string left = share > 0.01 && share < 1 ? ", about " + clock(elapsed * (1 - share) / share) + " left" : "";
  char percent[16];
  std::snprintf(percent, sizeof percent, "%3.0f%%", share * 100);
  err_ << (terminal_ ? "\r" : "") << '[' << bar << "] " << percent << ' ' << clock(elapsed) << left << ": " << what
       << (terminal_ ? "\x1b[K" : "\n") << std::flush;
  drawn_ = true;
}

void SolveProgressBar::finish() {
  if (terminal_ && drawn_) err_ << '\n';
}

}  // namespace djed::cli
