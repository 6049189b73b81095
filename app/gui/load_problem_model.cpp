#include "load_problem_model.hpp"

namespace djed::gui {

LoadProblemModel::LoadProblemModel(QObject* parent) : QAbstractListModel(parent) {}

void LoadProblemModel::reset(std::vector<LoadProblem> problems) {
  beginResetModel();
  problems_ = std::move(problems);
  endResetModel();
  emit countChanged();
}

int LoadProblemModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(problems_.size());
}

QVariant LoadProblemModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= rowCount()) return {};
  const LoadProblem& p = problems_[static_cast<std::size_t>(index.row())];
  switch (role) {
    case FileRole: return QString::fromStdString(p.file);
    case Qt::DisplayRole:
    case ReasonRole: return QString::fromStdString(p.reason);
    default: return {};
  }
}

QHash<int, QByteArray> LoadProblemModel::roleNames() const {
  return {{FileRole, "file"}, {ReasonRole, "reason"}};
}

}  // namespace djed::gui
