#include "djed/seat_code.hpp"

#include <optional>

#include "djed/text.hpp"

namespace djed {

Result<SeatCode> SeatCode::parse(std::string_view text) {
  if (text == "human") return SeatCode{};
  // A computer's level is one word; a remote player's name is the rest of
  // the text, spaces and quotes included (an online nickname may hold them).
  const auto with_detail = [&](std::string_view word, SeatKind kind, bool one_word) -> std::optional<SeatCode> {
    if (text.size() <= word.size() + 1 || text.substr(0, word.size()) != word || text[word.size()] != ' ')
      return std::nullopt;
    const std::string_view detail = text.substr(word.size() + 1);
    if (detail.front() == ' ' || detail.back() == ' ') return std::nullopt;
    if (detail.find_first_of(one_word ? " \t\r\n\"" : "\t\r\n") != std::string_view::npos) return std::nullopt;
    return SeatCode{kind, std::string(detail)};
  };
  if (auto computer = with_detail("computer", SeatKind::kComputer, true)) return *computer;
  if (auto remote = with_detail("remote", SeatKind::kRemote, false)) return *remote;
  return make_error("'" + printable(text) + "': expected human, computer <level> or remote <name>");
}

std::string SeatCode::format() const {
  switch (kind) {
    case SeatKind::kComputer: return "computer " + detail;
    case SeatKind::kRemote: return "remote " + detail;
    case SeatKind::kHuman: break;
  }
  return "human";
}

}  // namespace djed
