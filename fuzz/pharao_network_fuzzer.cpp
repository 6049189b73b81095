// Pharao's network weights, as a file beside the plugin gives them: any
// bytes are refused with a one-line reason, or read into weights that are
// all finite, give chances between 0 and 1, and are written back to text
// that reads as the same weights.
#include <cmath>
#include <string>
#include <string_view>

#include "fuzz_support.hpp"
#include "network.hpp"
#include "position.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto net = pharao::Network::parse(text);
  if (!net.ok()) {
    if (net.message().empty()) djed::fuzz::broken("a refusal without a reason");
    if (net.message().find('\n') != std::string::npos) djed::fuzz::broken("a reason of more than one line");
    return 0;
  }
  if (net->weights().size() != pharao::Network::kParameters) djed::fuzz::broken("a wrong number of weights");
  for (float w : net->weights())
    if (!std::isfinite(w)) djed::fuzz::broken("a weight that is not finite");
  const pharao::Outlook o = net->outlook(pharao::encode(pharao::start_position()));
  if (!(o.win >= 0 && o.loss >= 0 && o.win + o.loss <= 1 + 1e-9)) djed::fuzz::broken("chances outside 0..1");
  auto again = pharao::Network::parse(net->to_text());
  if (!again.ok()) djed::fuzz::broken("weights written back do not read: " + again.message());
  if (again->weights() != net->weights()) djed::fuzz::broken("weights written back read differently");
  return 0;
}
